from dataclasses import dataclass


@dataclass(frozen=True)
class MoEConfig:
    hidden_size: int = 16
    ffn_size: int = 32
    num_experts: int = 4
    top_k: int = 2
    capacity_factor: float = 1.25
    min_capacity: int = 2
    drop_tokens: bool = True

    def capacity(self, num_tokens: int) -> int:
        cap = int(self.capacity_factor * num_tokens * self.top_k / self.num_experts)
        return max(cap, self.min_capacity)
