"""Configuration of the MTP draft model.

``num_nextn_predict_layers`` is the name used by the HF checkpoint config; the
engine renamed it to ``num_mtp_layers`` and keeps the old name as an alias so
that older model files keep loading.
"""
from __future__ import annotations

import warnings
from dataclasses import dataclass


@dataclass
class MTPConfig:
    hidden_size: int = 8
    vocab_size: int = 16
    num_mtp_layers: int = 1
    rms_norm_eps: float = 1e-6
    tie_word_embeddings: bool = True

    @property
    def num_nextn_predict_layers(self) -> int:
        warnings.warn(
            "MTPConfig.num_nextn_predict_layers is deprecated, use num_mtp_layers",
            DeprecationWarning,
            stacklevel=2,
        )
        return self.num_mtp_layers

    @classmethod
    def from_hf_config(cls, hf_config: dict) -> "MTPConfig":
        return cls(
            hidden_size=hf_config["hidden_size"],
            vocab_size=hf_config["vocab_size"],
            num_mtp_layers=hf_config.get("num_nextn_predict_layers", 1),
            rms_norm_eps=hf_config.get("rms_norm_eps", 1e-6),
        )
