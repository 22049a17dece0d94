import os
from typing import Any, List


class EnvField:
    def __init__(self, default: Any):
        self.default = default
        self.name = None

    def __set_name__(self, owner, name):
        self.name = name

    def parse(self, value: str) -> Any:
        raise NotImplementedError

    def get(self) -> Any:
        value = os.getenv(self.name)
        if value is None:
            return self.default
        try:
            return self.parse(value)
        except ValueError:
            return self.default

    def is_set(self) -> bool:
        return self.name in os.environ


class EnvInt(EnvField):
    def parse(self, value: str) -> int:
        return int(value)


class EnvBool(EnvField):
    def parse(self, value: str) -> bool:
        return value.strip().lower() in ("1", "true", "yes", "y")


class EnvIntList(EnvField):
    def parse(self, value: str) -> List[int]:
        return [int(v) for v in value.split(",") if v.strip()]


class Envs:
    SGLANG_CUDA_GRAPH_MAX_BS = EnvInt(32)
    SGLANG_CUDA_GRAPH_BS = EnvIntList(None)
    SGLANG_DISABLE_CUDA_GRAPH_PADDING = EnvBool(False)


envs = Envs()
