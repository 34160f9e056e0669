import { alpha, styled } from '@mui/material/styles';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';

const Form = styled('form')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  [theme.breakpoints.down('sm')]: { display: 'none' },
}));

const Input = styled('input')(({ theme }) => ({
  font: 'inherit',
  fontSize: '0.8125rem',
  width: 200,
  height: 30,
  padding: '0 10px',
  borderRadius: 15,
  border: 0,
  color: theme.palette.common.white,
  background: alpha(theme.palette.common.white, 0.15),
  '&::placeholder': { color: alpha(theme.palette.common.white, 0.75) },
  '&:focus-visible': {
    outline: `2px solid ${theme.palette.common.white}`,
    background: alpha(theme.palette.common.white, 0.25),
  },
}));

/** The interface has no list of action types: open one by its id from anywhere. */
export function OpenActionType() {
  const [id, setId] = useState('');
  const navigate = useNavigate();
  return (
    <Form
      role="search"
      aria-label="Open an action type"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = id.trim();
        if (trimmed === '') return;
        void navigate(paths.actionType(trimmed));
        setId('');
      }}
    >
      <Input
        aria-label="Action type id"
        placeholder="Open action type by id…"
        value={id}
        onChange={(event) => setId(event.target.value)}
        spellCheck={false}
        autoCapitalize="off"
      />
    </Form>
  );
}
