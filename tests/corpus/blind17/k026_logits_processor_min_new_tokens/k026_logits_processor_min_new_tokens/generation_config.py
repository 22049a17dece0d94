class GenerationConfig:
    def __init__(self, **kwargs):
        self.temperature = kwargs.pop("temperature", 1.0)
        self.top_k = kwargs.pop("top_k", 50)
        self.repetition_penalty = kwargs.pop("repetition_penalty", 1.0)
        self.min_new_tokens = kwargs.pop("min_new_tokens", None)
        self.eos_token_id = kwargs.pop("eos_token_id", None)
        self.pad_token_id = kwargs.pop("pad_token_id", None)
        self.do_sample = kwargs.pop("do_sample", False)
        for key, value in kwargs.items():
            setattr(self, key, value)
