from dataclasses import dataclass


@dataclass
class ModernBertConfig:
    hidden_size: int = 16
    num_attention_heads: int = 2
    num_hidden_layers: int = 6
    global_attn_every_n_layers: int = 3
    local_attention: int = 4
    max_position_embeddings: int = 32
    norm_eps: float = 1e-5

    def layer_types(self):
        return [
            "full_attention" if i % self.global_attn_every_n_layers == 0 else "sliding_attention"
            for i in range(self.num_hidden_layers)
        ]
