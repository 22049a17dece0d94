class VisionLanguageConfig:
    def __init__(
        self,
        vocab_size=32,
        text_hidden_size=24,
        vision_hidden_size=12,
        vision_num_layers=3,
        image_token_id=31,
        projector_hidden_act="gelu",
        vision_feature_select_strategy="default",
        vision_feature_layer=(-2, -1),
        multimodal_projector_bias=True,
    ):
        if vision_feature_select_strategy not in ("default", "full"):
            raise ValueError(f"vision_feature_select_strategy must be 'default' or 'full', got {vision_feature_select_strategy}")
        self.vocab_size = vocab_size
        self.text_hidden_size = text_hidden_size
        self.vision_hidden_size = vision_hidden_size
        self.vision_num_layers = vision_num_layers
        self.image_token_id = image_token_id
        self.projector_hidden_act = projector_hidden_act
        self.vision_feature_select_strategy = vision_feature_select_strategy
        self.vision_feature_layer = vision_feature_layer
        self.multimodal_projector_bias = multimodal_projector_bias

    @property
    def num_feature_layers(self):
        return 1 if isinstance(self.vision_feature_layer, int) else len(self.vision_feature_layer)
