from dataclasses import dataclass


@dataclass
class MiniLMConfig:
    vocab_size: int = 72
    hidden_size: int = 32
    num_heads: int = 4
    num_layers: int = 2
    use_cache: bool = True
    output_hidden_states: bool = False
    return_dict: bool = True
    tie_word_embeddings: bool = True
