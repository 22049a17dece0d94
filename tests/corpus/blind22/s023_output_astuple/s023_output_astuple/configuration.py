class EncoderConfig:
    def __init__(
        self,
        vocab_size=50,
        hidden_size=16,
        num_layers=2,
        num_labels=3,
        output_hidden_states=False,
        return_dict=True,
        torchscript=False,
    ):
        if hidden_size % 4:
            raise ValueError(f"hidden_size must be a multiple of 4, got {hidden_size}")
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.num_layers = num_layers
        self.num_labels = num_labels
        self.output_hidden_states = output_hidden_states
        self.return_dict = return_dict
        self.torchscript = torchscript

    @property
    def use_return_dict(self):
        # traced/exported graphs want plain tuples
        return self.return_dict and not self.torchscript

    @classmethod
    def for_profile(cls, name):
        profiles = {
            "default": {},
            "debug": {"output_hidden_states": True},
            "export": {"torchscript": True, "output_hidden_states": True},
        }
        return cls(**profiles[name])
