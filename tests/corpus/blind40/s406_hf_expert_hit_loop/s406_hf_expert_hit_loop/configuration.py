class QwenMoeConfig:
    model_type = "qwen_moe"

    def __init__(
        self,
        hidden_size=8,
        moe_intermediate_size=16,
        shared_expert_intermediate_size=16,
        num_experts=4,
        num_experts_per_tok=2,
        norm_topk_prob=False,
        hidden_act="silu",
        rms_norm_eps=1e-6,
        **kwargs,
    ):
        self.hidden_size = hidden_size
        self.moe_intermediate_size = moe_intermediate_size
        self.shared_expert_intermediate_size = shared_expert_intermediate_size
        self.num_experts = num_experts
        self.num_experts_per_tok = num_experts_per_tok
        self.norm_topk_prob = norm_topk_prob
        self.hidden_act = hidden_act
        self.rms_norm_eps = rms_norm_eps
        for k, v in kwargs.items():
            setattr(self, k, v)
