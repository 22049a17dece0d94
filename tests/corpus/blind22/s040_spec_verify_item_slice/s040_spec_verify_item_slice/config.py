from __future__ import annotations

import dataclasses


@dataclasses.dataclass
class SpecConfig:
    hidden_size: int = 16
    vocab_size: int = 12
    num_speculative_tokens: int = 3
    tie_word_embeddings: bool = True
    # tokens proposed past the first rejection are replaced by this id
    placeholder_token_id: int = -1
