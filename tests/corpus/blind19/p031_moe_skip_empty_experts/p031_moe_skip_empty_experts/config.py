from dataclasses import dataclass, field


@dataclass(frozen=True)
class MoEConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    num_experts: int = 4
    top_k: int = 2
    renormalize: bool = True
    activation: str = "silu"
    extra: dict = field(default_factory=dict)

    @property
    def expert_ids(self):
        return range(self.num_experts)
