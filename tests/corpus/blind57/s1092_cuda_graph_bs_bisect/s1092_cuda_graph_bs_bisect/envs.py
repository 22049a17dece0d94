import os


def get_bool_env_var(name: str, default: str = "false") -> bool:
    value = os.getenv(name, default)
    return value.lower() in ("true", "1", "yes")


def get_int_env_var(name: str, default: int) -> int:
    value = os.getenv(name)
    if value is None or not value.strip():
        return default
    try:
        return int(value)
    except ValueError:
        return default


class Envs:
    @property
    def cuda_graph_max_bs(self) -> int:
        return get_int_env_var("SGLANG_CUDA_GRAPH_MAX_BS", 32)

    @property
    def disable_cuda_graph_padding(self) -> bool:
        return get_bool_env_var("SGLANG_DISABLE_CUDA_GRAPH_PADDING")


envs = Envs()
