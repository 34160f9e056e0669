import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { COMMON_TYPES } from '../data-fields';

interface TypeFilterProps {
  selected: string[];
  onChange: (types: string[]) => void;
}

/** Filter by one or several data types (none checked: every type). */
export function TypeFilter({ selected, onChange }: TypeFilterProps) {
  const types = [...new Set([...COMMON_TYPES, ...selected])];
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Types (none checked: all)</FormLabel>
      <FormGroup row>
        {types.map((type) => (
          <FormControlLabel
            key={type}
            label={type}
            control={
              <Checkbox
                size="small"
                checked={selected.includes(type)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...selected, type]
                      : selected.filter((item) => item !== type),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
