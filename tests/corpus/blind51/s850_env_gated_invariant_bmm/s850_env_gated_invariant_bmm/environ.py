import os
from typing import Any


class EnvField:
    def __init__(self, default: Any):
        self.default = default
        self.name = ""

    def __set_name__(self, owner, name: str) -> None:
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


class EnvBool(EnvField):
    def parse(self, value: str) -> bool:
        value = value.strip().lower()
        if value in ("1", "true", "yes", "y", "on"):
            return True
        if value in ("0", "false", "no", "n", "off", ""):
            return False
        raise ValueError(value)


class EnvInt(EnvField):
    def parse(self, value: str) -> int:
        return int(value)


class Envs:
    S850_ENABLE_BATCH_INVARIANT_OPS = EnvBool(False)
    S850_BATCH_INVARIANT_BLOCK_K = EnvInt(4)
    S850_ATTN_SOFTMAX_FP32 = EnvBool(True)


envs = Envs()
