import os


def get_bool_env_var(name: str, default: str = "false") -> bool:
    value = os.getenv(name, default)
    return value.lower() in ("true", "1", "yes")


def get_str_env_var(name: str, default: str) -> str:
    return os.getenv(name, default)
