from dataclasses import dataclass, field


@dataclass(frozen=True)
class LMHeadConfig:
    vocab_size: int = 50
    hidden_size: int = 8
    pad_multiple: int = 16
    tie_word_embeddings: bool = False

    @property
    def padded_vocab_size(self) -> int:
        m = self.pad_multiple
        return (self.vocab_size + m - 1) // m * m
