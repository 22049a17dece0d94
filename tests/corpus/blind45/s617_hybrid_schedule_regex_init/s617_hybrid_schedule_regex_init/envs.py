import os


def get_bool_env_var(name: str, default: str = "false") -> bool:
    return os.environ.get(name, default).strip().lower() in ("1", "true", "yes")


def get_str_env_var(name: str, default: str) -> str:
    return os.environ.get(name, default)
