from .env import get_bool_env_var, get_int_env_var
