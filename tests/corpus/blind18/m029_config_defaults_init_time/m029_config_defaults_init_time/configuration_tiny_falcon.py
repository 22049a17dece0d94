from .configuration_utils import ActivationType, PretrainedConfig


class TinyFalconConfig(PretrainedConfig):
    model_type = "tiny_falcon"
    attribute_map = {"num_attention_heads": "num_heads", "num_hidden_layers": "num_layers"}
    _deprecated_kwargs = {"n_head": "num_heads", "n_layer": "num_layers"}

    def __init__(
        self,
        hidden_size=48,
        num_heads=6,
        num_kv_heads=None,
        num_layers=2,
        layer_norm_epsilon=1e-5,
        hidden_act=ActivationType.GELU,
        parallel_attn=True,
        ffn_hidden_size=None,
        max_position_embeddings=2048,
        **kwargs,
    ):
        self.hidden_size = hidden_size
        self.num_heads = num_heads
        self.num_kv_heads = num_heads if num_kv_heads is None else num_kv_heads
        self.num_layers = num_layers
        self.layer_norm_epsilon = layer_norm_epsilon
        self.hidden_act = ActivationType(hidden_act)
        self.parallel_attn = parallel_attn
        self.ffn_hidden_size = hidden_size * 4 if ffn_hidden_size is None else ffn_hidden_size
        self.max_position_embeddings = max_position_embeddings
        super().__init__(**kwargs)

    @property
    def head_dim(self):
        return self.hidden_size // self.num_heads
