import functools
from typing import Optional


class GemmaConfig:
    model_type = "gemma"

    def __init__(
        self,
        vocab_size: int = 128,
        hidden_size: int = 32,
        intermediate_size: int = 64,
        num_hidden_layers: int = 2,
        rms_norm_eps: float = 1e-6,
        hidden_activation: str = "gelu_pytorch_tanh",
        final_logit_softcapping: Optional[float] = None,
        tie_word_embeddings: bool = True,
        **kwargs,
    ):
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.intermediate_size = intermediate_size
        self.num_hidden_layers = num_hidden_layers
        self.rms_norm_eps = rms_norm_eps
        self.hidden_activation = hidden_activation
        self.final_logit_softcapping = final_logit_softcapping
        self.tie_word_embeddings = tie_word_embeddings
        for key, value in kwargs.items():
            setattr(self, key, value)

    @functools.cached_property
    def embedding_normalizer(self) -> float:
        return float(self.hidden_size) ** 0.5

    @property
    def head_dim(self) -> int:
        return getattr(self, "_head_dim", 8)

    def to_dict(self):
        return {k: v for k, v in self.__dict__.items() if not k.startswith("_")}
