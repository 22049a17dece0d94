from dataclasses import dataclass, field


@dataclass
class MoEConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    num_experts: int = 4
    top_k: int = 2
    capacity_factor: float = 1.25
    dispatcher: str = "capacity"
    renormalize: bool = True
    extra: dict = field(default_factory=dict)

    @property
    def min_capacity(self) -> int:
        return max(1, self.top_k)
