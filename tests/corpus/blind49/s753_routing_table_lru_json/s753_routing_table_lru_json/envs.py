import os
from typing import Optional


class EnvField:
    def __init__(self, name: str, default):
        self.name = name
        self.default = default

    def is_set(self) -> bool:
        return self.name in os.environ


class EnvStr(EnvField):
    def get(self) -> Optional[str]:
        value = os.environ.get(self.name)
        return self.default if value is None else value


class EnvInt(EnvField):
    def get(self) -> int:
        value = os.environ.get(self.name)
        return self.default if value is None else int(value)


class EnvBool(EnvField):
    def get(self) -> bool:
        value = os.environ.get(self.name)
        if value is None:
            return self.default
        return value.strip().lower() in ("1", "true", "yes", "on")


SGLANG_INIT_EXPERT_LOCATION = EnvStr("SGLANG_INIT_EXPERT_LOCATION", "/tmp/sglang_expert_location.json")
SGLANG_EP_NUM_REDUNDANT_EXPERTS = EnvInt("SGLANG_EP_NUM_REDUNDANT_EXPERTS", 0)
SGLANG_ENABLE_EPLB_DISPATCH = EnvBool("SGLANG_ENABLE_EPLB_DISPATCH", True)
