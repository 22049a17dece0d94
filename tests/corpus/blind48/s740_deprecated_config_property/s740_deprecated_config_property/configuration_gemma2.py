from .configuration_utils import PretrainedConfig


class Gemma2Config(PretrainedConfig):
    model_type = "gemma2"
    attribute_map = {"upcast_lm_head": "_upcast_lm_head"}

    def __init__(
        self,
        vocab_size: int = 16,
        hidden_size: int = 8,
        final_logit_softcapping: float = 30.0,
        **kwargs,
    ):
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.final_logit_softcapping = final_logit_softcapping
        super().__init__(**kwargs)
