import os
from typing import Optional


class EnvField:
    def __init__(self, name: str, default: Optional[str] = None):
        self.name = name
        self.default = default

    def get(self) -> Optional[str]:
        return os.environ.get(self.name, self.default)

    def get_bool(self) -> bool:
        value = self.get()
        return value is not None and value.lower() in ("1", "true", "yes")


class Envs:
    SGLANG_DUMP_LOGITS_DIR = EnvField("SGLANG_DUMP_LOGITS_DIR")
    SGLANG_DUMP_LOGITS = EnvField("SGLANG_DUMP_LOGITS", "0")


envs = Envs()
