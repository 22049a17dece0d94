import os


def get_int_env(name: str, default: int) -> int:
    value = os.environ.get(name)
    if value is None or value == "":
        return default
    return int(value)


MAX_OUTPUT_TOKENS = get_int_env("BLIND46_S649_MAX_OUTPUT_TOKENS", 16)
