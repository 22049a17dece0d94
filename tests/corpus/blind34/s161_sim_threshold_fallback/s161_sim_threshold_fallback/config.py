from dataclasses import dataclass


@dataclass(frozen=True)
class RetrievalConfig:
    dim: int = 8
    num_docs: int = 32
    top_k: int = 4
    min_similarity: float = 0.15
    temperature: float = 0.5
    normalize: bool = True


DEFAULT_CONFIG = RetrievalConfig()
