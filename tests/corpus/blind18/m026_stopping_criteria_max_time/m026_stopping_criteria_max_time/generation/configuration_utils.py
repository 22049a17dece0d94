from dataclasses import dataclass, field
from typing import Optional


@dataclass
class GenerationConfig:
    max_length: int = 20
    max_new_tokens: Optional[int] = None
    max_time: Optional[float] = None
    do_sample: bool = False
    temperature: float = 1.0
    top_k: int = 50
    repetition_penalty: float = 1.0
    eos_token_id: Optional[int] = None
    pad_token_id: Optional[int] = None
    stop_strings: list = field(default_factory=list)

    @classmethod
    def from_model_config(cls, model_config):
        overrides = dict(getattr(model_config, "generation_defaults", {}))
        return cls(
            eos_token_id=getattr(model_config, "eos_token_id", None),
            pad_token_id=getattr(model_config, "pad_token_id", None),
            **overrides,
        )
