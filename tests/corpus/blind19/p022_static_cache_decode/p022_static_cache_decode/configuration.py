"""Config with legacy attribute aliases resolved through ``attribute_map``."""


class PretrainedConfigBase:
    model_type: str = ""
    attribute_map: dict = {}

    def __setattr__(self, key, value):
        if key in super().__getattribute__("attribute_map"):
            key = super().__getattribute__("attribute_map")[key]
        super().__setattr__(key, value)

    def __getattribute__(self, key):
        if key != "attribute_map" and key in super().__getattribute__("attribute_map"):
            key = super().__getattribute__("attribute_map")[key]
        return super().__getattribute__(key)

    def to_dict(self) -> dict:
        return {k: v for k, v in self.__dict__.items() if not k.startswith("_")}


class GPTLiteConfig(PretrainedConfigBase):
    model_type = "gpt_lite"
    attribute_map = {
        "hidden_size": "n_embd",
        "num_attention_heads": "n_head",
        "num_hidden_layers": "n_layer",
        "max_position_embeddings": "n_positions",
    }

    def __init__(self, n_embd=16, n_head=2, n_layer=2, n_positions=32, layer_norm_epsilon=1e-5, use_cache=True):
        self.n_embd = n_embd
        self.n_head = n_head
        self.n_layer = n_layer
        self.n_positions = n_positions
        self.layer_norm_epsilon = layer_norm_epsilon
        self.use_cache = use_cache
