from dataclasses import dataclass, field


@dataclass
class Wav2VecConfig:
    conv_dim: tuple = (16, 16)
    conv_kernel: tuple = (10, 3)
    conv_stride: tuple = (5, 2)
    hidden_size: int = 16
    num_attention_heads: int = 2
    num_hidden_layers: int = 2
    intermediate_size: int = 32
    num_conv_pos_embeddings: int = 5
    num_conv_pos_embedding_groups: int = 4
    do_normalize: bool = True
    layer_norm_eps: float = 1e-5
    extra: dict = field(default_factory=dict)
