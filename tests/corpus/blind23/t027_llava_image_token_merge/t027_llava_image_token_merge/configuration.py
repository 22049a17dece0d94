class VisionTowerConfig:
    def __init__(self, hidden_size=24, patch_size=8, image_size=16, num_channels=3):
        self.hidden_size = hidden_size
        self.patch_size = patch_size
        self.image_size = image_size
        self.num_channels = num_channels

    @property
    def tokens_per_image(self):
        return (self.image_size // self.patch_size) ** 2


class MultimodalConfig:
    def __init__(self, vision=None, text_hidden_size=32, vocab_size=100, image_token_id=99,
                 projector_hidden_act="gelu", vision_feature_select_strategy="full"):
        self.vision = vision or VisionTowerConfig()
        self.text_hidden_size = text_hidden_size
        self.vocab_size = vocab_size
        self.image_token_id = image_token_id
        self.projector_hidden_act = projector_hidden_act
        self.vision_feature_select_strategy = vision_feature_select_strategy
