from dataclasses import dataclass, field


@dataclass(frozen=True)
class TinyLMConfig:
    vocab_size: int = 64
    hidden_size: int = 8
    num_layers: int = 2
    tie_word_embeddings: bool = True
    logit_scale: float = 1.0
    extra: dict = field(default_factory=dict)

    @property
    def padded_vocab_size(self) -> int:
        pad_to = 16
        return (self.vocab_size + pad_to - 1) // pad_to * pad_to
