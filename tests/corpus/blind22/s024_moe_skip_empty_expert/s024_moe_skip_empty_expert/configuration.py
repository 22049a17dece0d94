class MoEConfig:
    def __init__(
        self,
        hidden_size=16,
        intermediate_size=32,
        num_local_experts=4,
        num_experts_per_tok=2,
        hidden_act="silu",
        router_jitter_noise=0.0,
        norm_topk_prob=True,
    ):
        if num_experts_per_tok > num_local_experts:
            raise ValueError(
                f"num_experts_per_tok ({num_experts_per_tok}) > num_local_experts ({num_local_experts})"
            )
        self.hidden_size = hidden_size
        self.intermediate_size = intermediate_size
        self.num_local_experts = num_local_experts
        self.num_experts_per_tok = num_experts_per_tok
        self.hidden_act = hidden_act
        self.router_jitter_noise = router_jitter_noise
        self.norm_topk_prob = norm_topk_prob
