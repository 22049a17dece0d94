from dataclasses import dataclass, field
from typing import List


@dataclass
class Qwen2MoeConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    moe_intermediate_size: int = 8
    shared_expert_intermediate_size: int = 8
    num_hidden_layers: int = 4
    num_attention_heads: int = 2
    num_experts: int = 4
    num_experts_per_tok: int = 2
    norm_topk_prob: bool = True
    decoder_sparse_step: int = 2
    mlp_only_layers: List[int] = field(default_factory=lambda: [0])

    def is_sparse_layer(self, layer_idx: int) -> bool:
        return (
            layer_idx not in self.mlp_only_layers
            and self.num_experts > 0
            and (layer_idx + 1) % self.decoder_sparse_step == 0
        )

    @property
    def mlp_layer_types(self) -> List[str]:
        return ["sparse" if self.is_sparse_layer(i) else "dense" for i in range(self.num_hidden_layers)]
