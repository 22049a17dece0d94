import os
from typing import Any, Callable, Generic, TypeVar

T = TypeVar("T")


def _parse_bool(value: str) -> bool:
    return value.strip().lower() in ("1", "true", "yes", "on")


class EnvField(Generic[T]):
    def __init__(self, default: T, parser: Callable[[str], T]):
        self.default = default
        self.parser = parser
        self.name = ""

    def __set_name__(self, owner: Any, name: str) -> None:
        self.name = name

    def __get__(self, instance: Any, owner: Any) -> "EnvField[T]":
        return self

    def is_set(self) -> bool:
        return self.name in os.environ

    def get(self) -> T:
        value = os.environ.get(self.name)
        if value is None:
            return self.default
        return self.parser(value)


class Envs:
    SGLANG_SPEC_TREE_CHOICES_PATH = EnvField("", str)
    SGLANG_SPEC_TREE_MAX_DEPTH = EnvField(4, int)
    SGLANG_SPEC_ENABLE_NAN_DETECTION = EnvField(False, _parse_bool)


envs = Envs()
