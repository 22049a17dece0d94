import os


class EnvBool:
    def __init__(self, name: str, default: bool = False):
        self.name = name
        self.default = default

    def get(self) -> bool:
        value = os.environ.get(self.name)
        if value is None:
            return self.default
        return value.lower() in ("1", "true", "yes")


class EnvInt:
    def __init__(self, name: str, default: int):
        self.name = name
        self.default = default

    def get(self) -> int:
        value = os.environ.get(self.name)
        return self.default if value is None else int(value)


class Envs:
    SGLANG_LINEAR_ATTN_CHECK_STATES = EnvBool("SGLANG_LINEAR_ATTN_CHECK_STATES", False)
    SGLANG_LIGHTNING_BLOCK_SIZE = EnvInt("SGLANG_LIGHTNING_BLOCK_SIZE", 4)


envs = Envs()
