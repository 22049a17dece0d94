import json
from dataclasses import asdict, dataclass


@dataclass
class LoRAConfig:
    max_loras: int = 2
    max_lora_rank: int = 4
    lora_dtype: str = "float32"


class MetaCache:
    def __init__(self):
        self._meta: dict[str, dict] = {}

    def key_for(self, cfg: dict) -> str:
        return json.dumps(cfg, sort_keys=True)

    def get_or_create(self, cfg: dict) -> dict:
        key = self.key_for(cfg)
        if key not in self._meta:
            self._meta[key] = {"slices": cfg["max_loras"]}
        return self._meta[key]


LORA_CFG = {"max_loras": 2, "max_lora_rank": 4, "lora_dtype": "float32"}
