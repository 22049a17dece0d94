from dataclasses import dataclass, field


@dataclass(frozen=True)
class SharedExpertConfig:
    intermediate_size: int = 16
    # Run the shared expert on a side stream while routed tokens are in the
    # all-to-all.  Only useful with real EP communication on GPUs.
    enable_overlap: bool = False
    record_timings: bool = True


@dataclass(frozen=True)
class SparseMoEBlockConfig:
    hidden_size: int = 8
    moe_intermediate_size: int = 16
    num_experts: int = 4
    top_k: int = 2
    norm_topk_prob: bool = False
    shared: SharedExpertConfig = field(default_factory=SharedExpertConfig)
