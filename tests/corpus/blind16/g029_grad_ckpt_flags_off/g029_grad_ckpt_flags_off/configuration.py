class TinyLlamaConfig:
    def __init__(self, vocab_size=32, hidden_size=8, num_hidden_layers=2, use_cache=True,
                 output_hidden_states=False, use_return_dict=True, trust_input_ids=True):
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.num_hidden_layers = num_hidden_layers
        self.use_cache = use_cache
        self.output_hidden_states = output_hidden_states
        self.use_return_dict = use_return_dict
        # skip the (slow, host-syncing) range check of input ids when the tokenizer is trusted
        self.trust_input_ids = trust_input_ids
