import os
from typing import Generic, TypeVar

T = TypeVar("T")


class EnvField(Generic[T]):
    def __init__(self, default: T):
        self.default = default
        self.name = None

    def __set_name__(self, owner, name):
        self.name = name

    def parse(self, value: str) -> T:
        raise NotImplementedError

    def get(self) -> T:
        value = os.environ.get(self.name)
        if value is None:
            return self.default
        return self.parse(value)


class EnvBool(EnvField[bool]):
    def parse(self, value: str) -> bool:
        return value.strip().lower() in ("1", "true", "yes", "y")


class EnvInt(EnvField[int]):
    def parse(self, value: str) -> int:
        return int(value)


class Envs:
    SGLANG_TORCH_NATIVE_ENABLE_SWA = EnvBool(False)
    SGLANG_SWA_DEFAULT_WINDOW = EnvInt(4096)


envs = Envs()
