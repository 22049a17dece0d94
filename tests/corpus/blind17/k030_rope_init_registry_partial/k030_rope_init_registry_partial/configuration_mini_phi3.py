import warnings

_KNOWN_ROPE_KEYS = {
    "default": {"rope_type"},
    "linear": {"rope_type", "factor"},
    "longrope": {"rope_type", "short_factor", "long_factor", "original_max_position_embeddings"},
}


def rope_config_validation(config, ignore_keys=None):
    rope_scaling = getattr(config, "rope_scaling", None)
    if rope_scaling is None:
        return
    rope_type = rope_scaling.get("rope_type", rope_scaling.get("type", "default"))
    allowed = _KNOWN_ROPE_KEYS.get(rope_type)
    if allowed is None:
        warnings.warn(f"Missing validation function mapping in `ROPE_VALIDATION_FUNCTIONS` for 'rope_type'='{rope_type}'")
        return
    unused = set(rope_scaling) - allowed - set(ignore_keys or ())
    if unused:
        warnings.warn(f"Unrecognized keys in `rope_scaling` for 'rope_type'='{rope_type}': {unused}")


class MiniPhi3Config:
    model_type = "mini_phi3"

    def __init__(
        self,
        hidden_size=16,
        num_attention_heads=2,
        num_hidden_layers=2,
        max_position_embeddings=8,
        original_max_position_embeddings=4,
        rope_theta=10000.0,
        rope_scaling=None,
        **kwargs,
    ):
        self.hidden_size = hidden_size
        self.num_attention_heads = num_attention_heads
        self.num_hidden_layers = num_hidden_layers
        self.max_position_embeddings = max_position_embeddings
        self.original_max_position_embeddings = original_max_position_embeddings
        self.rope_theta = rope_theta
        self.rope_scaling = rope_scaling
        for key, value in kwargs.items():
            setattr(self, key, value)
        rope_config_validation(self)
