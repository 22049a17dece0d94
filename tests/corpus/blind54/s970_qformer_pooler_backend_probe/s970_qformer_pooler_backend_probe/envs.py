import os


def _get_bool(name: str, default: bool) -> bool:
    raw = os.environ.get(name)
    if raw is None:
        return default
    return raw.strip().lower() in ("1", "true", "yes", "on")


def _get_int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    return default if raw is None else int(raw)


class _Envs:
    @property
    def VLM_QFORMER_USE_SDPA(self) -> bool:
        return _get_bool("VLM_QFORMER_USE_SDPA", True)

    @property
    def VLM_QFORMER_TRIM_PADDING(self) -> bool:
        return _get_bool("VLM_QFORMER_TRIM_PADDING", True)

    @property
    def VLM_QFORMER_NUM_QUERIES(self) -> int:
        return _get_int("VLM_QFORMER_NUM_QUERIES", 4)


envs = _Envs()
