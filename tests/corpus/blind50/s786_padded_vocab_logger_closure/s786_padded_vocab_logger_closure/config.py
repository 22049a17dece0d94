from dataclasses import dataclass, field
from typing import Optional


@dataclass
class StructuredOutputsConfig:
    backend: str = "xgrammar"
    disable_fallback: bool = False
    disable_any_whitespace: bool = False
    # vocab size the grammar compiler saw (tokenizer vocab), may be smaller than
    # the LM head, which is padded to a multiple of 64 for tensor parallelism.
    grammar_vocab_size: int = 64
    reasoning_parser: Optional[str] = None
    bits_per_word: int = field(default=32, init=False)

    @property
    def num_bitmask_words(self) -> int:
        return (self.grammar_vocab_size + self.bits_per_word - 1) // self.bits_per_word
