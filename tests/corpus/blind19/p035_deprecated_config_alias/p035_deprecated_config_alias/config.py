from dataclasses import dataclass

from ._compat import deprecated_alias, normalise_act


@dataclass
class EncoderConfig:
    hidden_size: int = 8
    ffn_size: int = 32
    norm_eps: float = 1e-6
    hidden_act: str = "swish"

    # old HF checkpoints used these names
    layer_norm_epsilon = deprecated_alias("norm_eps", since="0.4")
    intermediate_size = deprecated_alias("ffn_size", since="0.4")

    @property
    def act(self) -> str:
        return normalise_act(self.hidden_act)
