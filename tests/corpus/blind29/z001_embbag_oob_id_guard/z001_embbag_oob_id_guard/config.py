from dataclasses import dataclass, field


@dataclass(frozen=True)
class TableConfig:
    name: str
    num_embeddings: int
    embedding_dim: int
    pooling: str = "sum"


@dataclass
class SparseArchConfig:
    tables: list = field(default_factory=lambda: [
        TableConfig("user_id", 64, 8),
        TableConfig("item_id", 128, 8),
        TableConfig("category", 16, 8, pooling="mean"),
    ])
    dense_in: int = 8
    out_dim: int = 16
    # When True, out-of-range ids are clamped into the last row rather than
    # raising.  Serving keeps this on to survive stale vocabularies.
    clamp_oov: bool = True
