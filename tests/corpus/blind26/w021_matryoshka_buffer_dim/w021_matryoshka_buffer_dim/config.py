from dataclasses import dataclass, field


@dataclass(frozen=True)
class EmbeddingHeadConfig:
    hidden_size: int = 16
    projection_dim: int = 16
    matryoshka_dims: tuple = (16, 8, 4)
    default_dim: int = 8
    pooling: str = "mean"
    normalize: bool = True
    extra: dict = field(default_factory=dict)

    def validate(self) -> None:
        if self.default_dim not in self.matryoshka_dims:
            raise ValueError(f"default_dim {self.default_dim} not in {self.matryoshka_dims}")
        if max(self.matryoshka_dims) > self.projection_dim:
            raise ValueError("matryoshka dim larger than projection")
