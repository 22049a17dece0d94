from dataclasses import dataclass


@dataclass
class EPMoEConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    num_experts: int = 4
    top_k: int = 2
    ep_size: int = 1
    ep_rank: int = 0
    renormalize: bool = True

    @property
    def num_local_experts(self) -> int:
        assert self.num_experts % self.ep_size == 0
        return self.num_experts // self.ep_size

    @property
    def local_expert_range(self) -> tuple[int, int]:
        start = self.ep_rank * self.num_local_experts
        return start, start + self.num_local_experts
