import json
import os
from dataclasses import dataclass, field
from typing import Any, Dict, Optional

from . import envs

GENERATION_CONFIG_NAME = "generation_config.json"


def load_generation_config(model_path: str) -> Dict[str, Any]:
    config_file = os.path.join(model_path, GENERATION_CONFIG_NAME)
    with open(config_file, "r", encoding="utf-8") as reader:
        return json.load(reader)


@dataclass
class ModelConfig:
    vocab_size: int = 80
    hidden_size: int = 32
    num_layers: int = 2
    model_path: Optional[str] = None
    _generation_config: Optional[Dict[str, Any]] = field(default=None, repr=False)

    def __post_init__(self):
        if self.model_path is None:
            self.model_path = envs.SRT_MODEL_PATH

    @property
    def generation_config(self) -> Dict[str, Any]:
        if self._generation_config is None:
            self._generation_config = load_generation_config(self.model_path)
        return self._generation_config

    @property
    def pad_token_id(self) -> int:
        pad = self.generation_config.get("pad_token_id")
        if pad is None:
            pad = envs.SRT_DEFAULT_PAD_TOKEN_ID
        return pad
