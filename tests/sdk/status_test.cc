#include "seo/sdk/status.h"

#include <stdexcept>

#include <gtest/gtest.h>

#include "seo/sdk/internal/barrier.h"

namespace seo::sdk {
namespace {

TEST(StatusTest, CodesMapToHttpStatuses) {
  EXPECT_EQ(Status::ok().httpStatus(), 200);
  EXPECT_EQ(Status::missingField("x").httpStatus(), 400);
  EXPECT_EQ(Status::unauthenticated("x").httpStatus(), 401);
  EXPECT_EQ(Status::paymentRequired("x").httpStatus(), 402);
  EXPECT_EQ(Status::permissionDenied("x").httpStatus(), 403);
  EXPECT_EQ(Status::notFound().httpStatus(), 404);
  EXPECT_EQ(Status::conflict("x").httpStatus(), 409);
  EXPECT_EQ(Status::payloadTooLarge("x").httpStatus(), 413);
  EXPECT_EQ(Status::internal("x").httpStatus(), 500);
  EXPECT_EQ(Status::badGateway("x").httpStatus(), 502);
  EXPECT_EQ(Status::unavailable("x").httpStatus(), 503);
  EXPECT_EQ(httpStatusOf(static_cast<Code>(999)), 500);  // unknown codes are server errors
}

TEST(StatusTest, SpecMessages) {
  EXPECT_EQ(Status::missingField("keywords").message(), "Missing required field: keywords");
  EXPECT_EQ(Status::invalidField("limit", "1 to 500").message(), "Invalid field: limit: 1 to 500");
  EXPECT_EQ(Status::notFound().message(), "Resource not found");
}

TEST(StatusTest, ResultHoldsValueOrError) {
  Result<int> value = 7;
  ASSERT_TRUE(value.isOk());
  EXPECT_EQ(value.value(), 7);
  EXPECT_TRUE(value.status().isOk());
  Result<int> error = Status::notFound();
  EXPECT_FALSE(error.isOk());
  EXPECT_EQ(error.status().code(), Code::NotFound);
  // An OK status without a value is a bug; it must not pass as success.
  Result<int> empty = Status::ok();
  EXPECT_FALSE(empty.isOk());
  EXPECT_EQ(empty.status().code(), Code::Internal);
}

TEST(StatusTest, BarrierTurnsThrowsIntoInternal) {
  Status thrown = internal::barrier([]() -> Status { throw std::runtime_error("boom"); });
  EXPECT_EQ(thrown.code(), Code::Internal);
  EXPECT_NE(thrown.message().find("boom"), std::string::npos);
  Result<int> odd = internal::barrier([]() -> Result<int> { throw 42; });
  EXPECT_EQ(odd.status().code(), Code::Internal);
  Status fine = internal::barrier([] { return Status::conflict("c"); });
  EXPECT_EQ(fine.code(), Code::Conflict);
}

}  // namespace
}  // namespace seo::sdk
