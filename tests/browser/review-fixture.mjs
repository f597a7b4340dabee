// A finished one-hand Pick Up match against the Easy computer (random legal moves),
// as a table saves it: made by a throwaway native test.
export const PICKUP_FINISHED = {
  saved: "{\"version\":1,\"record\":{\"format\":1,\"game\":\"pickup\",\"options\":{\"hands\":1,\"opponent\":\"easy\"},\"seed\":\"K7M2QX4P\",\"moves\":[\"take KD with KS\",\"take 9D with 9H\",\"take JH with JS\",\"take 8C with 8S\",\"take 9C with 9S\",\"take 5D with 5C\",\"take 4C with 4S\",\"take KH with KC\",\"take QD with QH\",\"take 2C with 2H\",\"take 8H with 8D\",\"take 5S with 5H\",\"pass\",\"take JC with JD\",\"pass\",\"take AH with AD\",\"pass\",\"pass\",\"facedown QD\",\"facedown 9D\"]},\"counted\":false}",
  link: "#/play/pickup?seed=K7M2QX4P&hands=1&opponent=easy",
  moves: 20,
};
