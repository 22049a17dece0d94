import json
from dataclasses import dataclass, field
from typing import Dict, List

# adapter_config.json payloads as they come back from the adapter store
ADAPTER_CONFIG_JSON: Dict[str, str] = {
    "sql-coder": '{"r": 4, "lora_alpha": 8, "target_modules": ["q_proj", "v_proj"], "peft_type": "LORA"}',
    "support-bot": '{"r": 2, "lora_alpha": 16, "target_modules": ["q_proj"], "peft_type": "LORA"}',
    "summarizer": '{"r": 8, "lora_alpha": 8, "target_modules": ["q_proj", "v_proj"], "peft_type": "LORA"}',
}


@dataclass
class LoRAConfig:
    name: str
    r: int
    lora_alpha: float
    target_modules: List[str] = field(default_factory=list)

    @classmethod
    def from_json(cls, name: str, text: str) -> "LoRAConfig":
        raw = json.loads(text)
        if raw.get("peft_type", "LORA") != "LORA":
            raise ValueError(f"{name}: unsupported peft type {raw['peft_type']}")
        return cls(name=name, r=int(raw["r"]), lora_alpha=float(raw["lora_alpha"]),
                   target_modules=list(raw.get("target_modules", [])))

    @property
    def scaling(self) -> float:
        return self.lora_alpha / self.r
