import os


def get_str_env_var(name: str, default: str) -> str:
    value = os.getenv(name)
    return default if value is None or value.strip() == "" else value.strip()


def get_bool_env_var(name: str, default: str = "false") -> bool:
    return get_str_env_var(name, default).lower() in ("1", "true", "yes", "on")


VLM_MM_PROJECTOR = get_str_env_var("VLM_MM_PROJECTOR", "spatial_pool")
VLM_MM_POOL_STRIDE = int(get_str_env_var("VLM_MM_POOL_STRIDE", "2"))
VLM_MM_POOL_MODE = get_str_env_var("VLM_MM_POOL_MODE", "average")
