import { describe, expect, it } from 'vitest';
import type { AuditRow } from './api';
import { auditCsv } from './audit-csv';

const row: AuditRow = {
  id: 7,
  time: '2026-11-30T09:00:00.000Z',
  event: 'sign_in_failed',
  action: 'sign_in_failed',
  user: '=cmd|"/c calc"!A1',
  role: null,
  method: 'POST',
  path: '/auth/login',
  resource: 'user:=cmd',
  status: 401,
  request_id: 'req-1',
  client: '10.0.0.1',
  via: 'password',
  forwarded: null,
  reason: 'wrong user name or password',
};

describe('auditCsv', () => {
  it('writes a header and one line per row, with a typed user name kept harmless', () => {
    expect(auditCsv([row, { ...row, id: 8, user: 'alice', forwarded: true, status: 200 }])).toBe(
      'time,event,action,user,role,method,path,resource,status,forwarded,reason,request_id,client,via\r\n' +
        '2026-11-30T09:00:00.000Z,sign_in_failed,sign_in_failed,"\'=cmd|""/c calc""!A1",,POST,/auth/login,user:=cmd,401,,wrong user name or password,req-1,10.0.0.1,password\r\n' +
        '2026-11-30T09:00:00.000Z,sign_in_failed,sign_in_failed,alice,,POST,/auth/login,user:=cmd,200,true,wrong user name or password,req-1,10.0.0.1,password\r\n',
    );
  });
});
